/** Every API path, named once. The spec's paths are kept; the ones it leaves unnamed are chosen here. */
export const apiPaths = {
  health: '/api/health',
  docs: '/api/docs.json',
  captcha: '/api/captcha',
  register: '/api/home/register',
  login: '/api/home/login',
  logout: '/api/home/logout',
  /** Unnamed in the spec: a single-use code for the entry URL (/?token=<code>), minted by a logged-in player. */
  entryCode: '/api/home/entry-code',
  /** Unnamed in the spec: the entry URL's code exchanged, once, for a session token. */
  entry: '/api/home/entry',
  homeCount: '/api/home/count',
  config: '/api/home/config',
  inviteVisit: '/api/home/invite-visit',
  bulletin: '/api/plat/bulletin',
  banner: '/api/banner',
  userInfo: '/api/plat/user/info',
  balanceRefresh: '/api/plat/balance/refresh',
  inviteUrls: '/api/plat/invite',
  /**
   * The rest of spec §7, named now so every part agrees on them; their schemas arrive with the
   * issue that builds each domain (money core, lobby, wallet, records, agent, activity).
   */
  lobby: {
    games: '/api/plat/game',
    hotGames: '/api/plat/game/hot',
    searchGames: '/api/plat/game/search',
    platforms: '/api/plat/game-plat-list',
    /** Unnamed in the spec: the game-category list (game_plat_type=0). */
    categories: '/api/plat/game-type-list',
    begin: '/api/plat/game/begin',
  },
  /** The provider launch calls of spec §7 (lobby.begin is the lobby's own): each answers the URL that opens the provider's game or lobby. */
  launch: {
    agForward: '/api/ag/forward-game',
    /** The AG call when the game id is 0: AG's own lobby. */
    agForwardWeb: '/api/ag/forward-game/web',
    /** AG fishing (the /redirect type AgFish). */
    agFish: '/api/ag-by/forward-game',
    imStart: '/api/im/start-game',
    kyGameHall: '/api/ky/game-hall',
    /** Money back from Kaiyuan: with the seamless wallet nothing is held there, so it answers the balance. */
    kyRefund: '/api/ky/refund',
    jdbLogin: '/api/jdb/login',
    sbStart: '/api/sb/start-game',
    hlqpStart: '/api/hlqp/start-game',
    cmdLogin: '/api/cmd/login',
    lgdStart: '/api/lgd/start-game',
    mgStart: '/api/mg/start-game',
    cqLogin: '/api/cq/login',
    jlLogin: '/api/jl/login',
    ppStart: '/api/pp/start-game',
    evStart: '/api/ev/start-game',
    yxStart: '/api/yx/start-game',
  },
  wallet: {
    recharge: '/api/plat/recharge',
    /** Unnamed in the spec: the player's open recharge order (to resume the popup), or null. */
    rechargeCurrent: '/api/plat/recharge/current',
    /** Unnamed in the spec: one of the player's recharge orders by order_id (the popup polls it). */
    rechargeOrderStatus: '/api/plat/recharge/order',
    payChannels: '/api/pay/channel',
    /** Unnamed in the spec: a third-party channel's signed payment callback, POST /api/pay/callback/:code. */
    payCallback: '/api/pay/callback',
    rechargeOrder: '/api/plat/iPay/rechargeOrder',
    addressList: '/api/plat/address-list',
    bindAddress: '/api/plat/bind-address',
    deleteAddress: '/api/plat/del-address',
    setPassword: '/api/plat/set-password',
    updatePassword: '/api/plat/update-password',
    withdrawApply: '/api/plat/withdraw-apply',
    /** Unnamed in the spec: what /withdrawal shows before submitting (balance, withdrawable, rules, turnover, pending). */
    withdrawInfo: '/api/plat/withdraw-info',
    /** Unnamed in the spec: the /buy page's operator-edited guide. */
    buyGuide: '/api/plat/buy-guide',
  },
  records: {
    platformInfo: '/api/plat/info',
    betRecords: '/api/plat/bet-records',
    winLossReport: '/api/plat/win-loss-report',
    inoutRecords: '/api/plat/inout-records',
    billChange: '/api/plat/bill-change',
    bonuses: '/api/plat/bonuses',
    betDetail: '/api/plat/bet-detail',
    /** Unnamed in the spec: one round of /bet-detail with its wallet calls and ledger entries. */
    betRound: '/api/plat/bet-detail/round',
  },
  agent: {
    info: '/api/plat/broker/info',
    playOut: '/api/plat/broker/play/out',
    template: '/api/plat/broker/template',
    playerLog: '/api/plat/broker/player/log',
    performance: '/api/plat/broker/superior/performance',
    performanceDetail: '/api/plat/broker/superior/performance/detail',
    performanceList: '/api/plat/broker/superior/performance/list',
  },
  activity: {
    taskList: '/api/plat/task/list',
    taskReceive: '/api/plat/task/receive',
    taskReceiveLog: '/api/plat/task/receive/log',
    /** Unnamed in the spec: a player's progress in one promotion and what they can claim (GET ?activity_type=). */
    taskProgress: '/api/plat/task/progress',
    /** Unnamed in the spec: 反水 waiting and today's estimate (GET). */
    rebate: '/api/plat/task/rebate',
    /** Unnamed in the spec: red packets — POST sends; GET view?code=; POST grab { code }; GET mine. */
    redPacket: '/api/plat/red-packet',
    redPacketView: '/api/plat/red-packet/view',
    redPacketGrab: '/api/plat/red-packet/grab',
    redPacketMine: '/api/plat/red-packet/mine',
    /** Unnamed in the spec: /community's links and latest bulletins; /customDetail's page (GET ?id=). */
    community: '/api/plat/community',
    customPage: '/api/plat/custom-page',
  },
  /** Unnamed in the spec (issue 18): player protection. */
  protection: {
    /** GET: limits, reality check, first-deposit prompt. */
    status: '/api/plat/protection',
    limit: '/api/plat/protection/limit',
    realityCheck: '/api/plat/protection/reality-check',
    /** GET: this login's time and net result, for the reality check dialog. */
    session: '/api/plat/protection/session',
    /** POST: the reality check's 退出游戏 — the player's game sessions end, so games take no more bets. */
    sessionEnd: '/api/plat/protection/session/end',
    /** POST: cool-off or self-exclusion. */
    takeBreak: '/api/plat/protection/break',
    depositPrompt: '/api/plat/protection/deposit-prompt',
    /** GET, public: the 理性游戏 page (config item 10, CONFIG_IDS.responsibleGaming, operator-edited through /api/admin/config/10). */
    responsibleGaming: '/api/home/responsible-gaming',
  },
  /** GET /api/files/<sha256>.<ext>: an uploaded image, cached immutably (its name is its content's hash). */
  files: '/api/files',
  admin: {
    login: '/api/admin/login',
    logout: '/api/admin/logout',
    /** GET: the logged-in operator (role, two-factor status). */
    me: '/api/admin/me',
    /** POST: a new two-factor secret (otpauth URL for the QR code); POST …/enable { code } puts it in force. */
    totpSetup: '/api/admin/me/totp/setup',
    totpEnable: '/api/admin/me/totp/enable',
    /** POST { current_password, new_password, confirm_password }: the operator's own password (other sessions end). */
    mePassword: '/api/admin/me/password',
    /** GET, PUT { cidrs } (超级管理员): the addresses the console may be used from (empty: any). */
    consoleAllowList: '/api/admin/console-allow-list',
    /** Operator accounts (超级管理员): GET, POST, PUT /:id { role, disabled }, POST /:id/totp/reset, POST /:id/password/reset. */
    operators: '/api/admin/operators',
    /** Operator sessions (超级管理员): GET; POST /:id/revoke. */
    operatorSessions: '/api/admin/operator-sessions',
    /** How long client traces and audit entries' client data are kept (超级管理员): GET, PUT { retention_days }. */
    riskRetention: '/api/admin/risk/retention',
    /** Balance adjustments with the two-person rule: GET, POST, POST /:id/approve, /:id/reject { reason }. */
    adjustments: '/api/admin/adjustments',
    /** The thresholds of the two-person rule: GET (财务), PUT (超级管理员, audited). */
    moneyControls: '/api/admin/money-controls',
    /** GET: today's and 30 days' figures (Asia/Shanghai), pending work, watcher lag. */
    dashboard: '/api/admin/dashboard',
    /** GET: the count of every queue a shift works (withdrawals, unmatched deposits, held wins, adjustments, deposit reviews). */
    queues: '/api/admin/queues',
    /** GET: deposits credited over a player's deposit limit (paged, by status); closed through the player's protection path. */
    depositReviews: '/api/admin/deposit-reviews',
    /** POST: an image (data URL in JSON) stored as a file; answers its public URL under files. */
    uploads: '/api/admin/uploads',
    /** GET: game providers (open, credentials present — never their values). */
    providers: '/api/admin/providers',
    /** GET: game launches per day and game. */
    launchStats: '/api/admin/launch-stats',
    config: '/api/admin/config',
    bulletins: '/api/admin/bulletins',
    banners: '/api/admin/banners',
    /** GET (超级管理员): the audit log, filtered and paged; GET …/entities: the entity names it holds. */
    audit: '/api/admin/audit',
    /** Wins held for review, pending first; POST /:id/decide with { decision: 'pay' | 'refuse' } (audited). */
    heldWins: '/api/admin/held-wins',
    /** The game catalogue: GET lists (paged, by platform and category); PUT /:id changes one game (audited). */
    games: '/api/admin/games',
    /** Money in (audited writes): the pool of receiving addresses (GET, POST, PUT /:id { status }). */
    receivingAddresses: '/api/admin/receiving-addresses',
    /** Recharge orders, newest first (GET, paged, by status and player). */
    depositOrders: '/api/admin/deposit-orders',
    /** Chain deposits no order claimed (GET); POST /:id/assign { player_id } or /:id/refund { note }. */
    unmatchedDeposits: '/api/admin/unmatched-deposits',
    /** Assignments above the threshold: GET ?status=, POST /:id/approve, /:id/reject { reason }. */
    depositAssignments: '/api/admin/deposit-assignments',
    /** Pay channels (GET, POST, PUT /:id); secrets are write-only. */
    payChannels: '/api/admin/pay-channels',
    /** The chain watcher: last block seen, solidified block, lag, errors, back-off. */
    chainWatcher: '/api/admin/chain-watcher',
    /** Money out (audited writes): GET lists; POST /:id/approve { method, tx_id | reference }, /:id/reject { reason }, /:id/payout-verdict { verdict }, /:id/chain-check. */
    withdrawals: '/api/admin/withdrawals',
    /** Withdrawal rules (GET, PUT): limits, fee, turnover multiplier, addresses per player. */
    withdrawalSettings: '/api/admin/withdrawal-settings',
    /** The /buy guide (GET, PUT). */
    buyGuide: '/api/admin/buy-guide',
    /** The agent programme (audited writes): rate template versions (GET, POST), claim minimum (GET, PUT). */
    commissionTemplates: '/api/admin/commission/templates',
    commissionSettings: '/api/admin/commission/settings',
    /** Settlement runs (GET) and settling an ended day by hand (POST …/settle { day }). */
    commissionDays: '/api/admin/commission/days',
    commissionSettle: '/api/admin/commission/days/settle',
    /** One agent's upline and direct members: GET /:id/tree. */
    agents: '/api/admin/agents',
    /** Promotions (audited writes): GET lists the 13; PUT /:type saves a new version; GET /:type/versions. */
    promotions: '/api/admin/promotions',
    /** Claims of promotions and rebates (GET, paged, by type, player and day). */
    promotionClaims: '/api/admin/promotion-claims',
    /** Rebate settings (GET, PUT), settling a day by hand (POST …/settle { day }) and the settlement runs (GET …/days). */
    rebateSettings: '/api/admin/rebate/settings',
    rebateSettle: '/api/admin/rebate/settle',
    rebateDays: '/api/admin/rebate/days',
    /** /community's links (GET, PUT, audited). */
    communityLinks: '/api/admin/community-links',
    /** /customDetail's pages (GET, POST, PUT /:id, audited). */
    customPages: '/api/admin/custom-pages',
    /** Red packets (GET, paged, by status and sender). */
    redPackets: '/api/admin/red-packets',
    /**
     * Players: GET (search by id, username or invite code), GET /:id (profile), GET /:id/ledger, /:id/rounds,
     * /:id/deposit-orders, /:id/withdrawals, /:id/promotion-claims (paged); POST /:id/login { enabled, reason },
     * POST /:id/withdraw-password/reset { reason } (财务, audited).
     * A player's protection, read-only: GET /:id/protection; POST /:id/protection/lift { reason } (超级管理员); POST /:id/protection/reviews/:review/close { note }; POST /:id/protection/withdraw { address_id, amount, request_id, note } (on a break only). */
    players: '/api/admin/players',
  },
} as const;
