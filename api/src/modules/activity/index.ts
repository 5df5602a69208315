/** The activity module's face: what other modules may use of it. Nothing else of it is imported from outside. */
export { listPromotionClaims } from './promotions/admin-claims';
