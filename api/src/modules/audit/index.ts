/** The audit module's face: what other modules may use of it. Nothing else of it is imported from outside. */
export { writeAudit } from './audit';
