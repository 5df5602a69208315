/** The UI catalogue of the activity remote's 活动, 活动详情 and 福利中心 screens (issue 16), spread into `messages`. */
export const activityMessages = {} as const;
