/** The UI catalogue of the protection screens in the wallet remote (issue 18): limits, breaks, the first-deposit prompt; spread into `messages`. */
export const protectionMessages = {
  protection: {},
} as const;
