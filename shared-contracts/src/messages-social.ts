/** The UI catalogue of the activity remote's 特殊活动页面, 玩家社区 and 红包 screens (issue 16), spread into `messages`. */
export const socialMessages = {} as const;
