import { attributeHandlers } from './crm-attributes';
import { catalogHandlers } from './crm-catalog';
import { customerHandlers } from './crm-customers';
import { followUpHandlers } from './crm-follow-ups';
import { labelHandlers } from './crm-labels';

/** The customers area (spec section 2, /client/*): customers, follow-ups, labels, attributes, products, deals. */
export const crmHandlers = [
  ...customerHandlers,
  ...followUpHandlers,
  ...labelHandlers,
  ...attributeHandlers,
  ...catalogHandlers,
];
