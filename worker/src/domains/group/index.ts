/** The group area's public face: membership levels and the membership check other areas apply. */
export { assertGroupMember, GROUP_LEVEL, groupLevel } from './policy';
