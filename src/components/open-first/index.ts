export { itemIdParam } from './item-id-param';
export { OpenFirst } from './OpenFirst';
