/** Config ids of spec §3, apart from the zod schemas (see lobby-values.ts for why). */
export const CONFIG_IDS = {
  notice: 1,
  noticeBar: 2,
  chatHandles: [3, 4, 5],
  onlineSupportLink: 7,
  sportsNotice: 8,
  /** 关于我们 (/about): HTML the operator edits; the page shows it sanitized. */
  about: 9,
  /**
   * 理性游戏 (issue 18): HTML the operator edits; served sanitized by GET apiPaths.protection.responsibleGaming,
   * not in the public config list (the home page loads that list and this page is long).
   */
  responsibleGaming: 10,
} as const;

/** The config items that hold operator HTML (the server sanitizes them when written, the pages again when shown); the rest are plain text. */
export const HTML_CONFIG_IDS: readonly number[] = [
  CONFIG_IDS.notice,
  CONFIG_IDS.sportsNotice,
  CONFIG_IDS.about,
  CONFIG_IDS.responsibleGaming,
];
