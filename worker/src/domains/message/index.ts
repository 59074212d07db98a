/** The message area's public face: other areas need only the Markdown columns the upload cleanup reads. */
import { userSysNotice } from '../../db/schema';

/** The Markdown in the notices delivered to users: an editor upload linked here is kept by the file area's cleanup. */
export const messageMarkdownColumns = [userSysNotice.content];
