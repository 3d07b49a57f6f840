export { classifySecond } from './classify';
