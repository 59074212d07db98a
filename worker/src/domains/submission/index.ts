/** The submission area's public face: the hook that drops its remembered list pages after a write. */
export { invalidateLists } from './list-service';
