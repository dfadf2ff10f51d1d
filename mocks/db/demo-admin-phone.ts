/**
 * The demo admin's phone. The demo build's config.js lists it among the phones that may always use the
 * assistant's custom rule (PLAN-18), so the demo shows that rule open to a user whose assistant_custom is 0.
 */
export const DEMO_ADMIN_PHONE = '13912345678';
