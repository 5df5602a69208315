/** The pay module's face: what other modules may use of it. */
export { channelOrderRecords } from './records';
export { channelAccountCode } from './callback';
