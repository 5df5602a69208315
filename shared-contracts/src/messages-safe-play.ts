/** The UI catalogue of the shell's and account remote's protection parts (issue 18): the age checkbox, the reality check, the 理性游戏 page; spread into `messages`. */
export const safePlayMessages = {
  safePlay: {},
} as const;
