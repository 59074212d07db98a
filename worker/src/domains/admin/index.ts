/**
 * The admin area's public face. It sits on top (it signs admins in through the account area),
 * and other areas need only the Markdown columns the upload cleanup reads.
 */
import { adminSysNotice } from '../../db/schema';

/** The Markdown in admin notices: an editor upload linked here is kept by the file area's cleanup. */
export const adminMarkdownColumns = [adminSysNotice.content];
