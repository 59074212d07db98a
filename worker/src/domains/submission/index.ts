/** The submission area's public face: the hooks that drop its remembered pages and statuses after a write. */
export { invalidateLists } from './list-service';
