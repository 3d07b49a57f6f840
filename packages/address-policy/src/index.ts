export {
  type AllowedRange,
  formatAllowedRange,
  inAllowedRanges,
  parseAllowedRange,
  readAllowedRanges,
} from './allowed-ranges';
export { backendRefusal } from './backend-policy';
export { splitAddress } from './host-port';
export { isPublicAddress } from './public-address';
