/**
 * A pricing request that breaks a rule (unknown plan, disabled plan, a plan
 * still in use ...): the status to answer and a Turkish message the screen
 * shows as it is. `field` names the form field it is about, when there is one.
 */
export class PricingError extends Error {
  constructor(
    readonly status: 400 | 404 | 409,
    message: string,
    readonly field?: string,
  ) {
    super(message);
  }
}

export const PLAN_NOT_FOUND = "Fiyatlandırma planı bulunamadı.";
export const SUBSCRIPTION_NOT_FOUND = "Abonelik bulunamadı.";
