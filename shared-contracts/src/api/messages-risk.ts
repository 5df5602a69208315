/** Chinese messages of risk control (issue 43): blacklist refusals, the one-account claim rule; spread into apiMessages. */
export const riskApiMessages = {
  registerBlacklisted: '当前网络或设备已被限制注册，请联系客服',
  addressBlacklisted: '该地址无法绑定，请联系客服',
  claimSharedClient: '同一IP或设备仅限一个账户领取',
  blacklistIpInvalid: '请输入有效的IP地址或CIDR网段（如 203.0.113.0/24）',
  blacklistIpTooWide: '网段过大：IPv4 最大 /8，IPv6 最大 /32',
  blacklistDeviceInvalid: '设备号格式错误（8-64位字母、数字、-或_）',
  blacklistAddressInvalid: '请输入有效的TRON地址',
  blacklistDuplicate: '该条目已在黑名单中',
  blacklistNotFound: '该黑名单条目不存在',
  blacklistReasonRequired: '请填写原因',
  riskPeriodInvalid: '查询时间段无效（最长一年，开始日不晚于结束日）',
} as const;
