/**
 * The discussion area's public face: discussions, categories, likes and reports, comments and
 * replies (on discussions and in contests). Other areas need only the Markdown columns.
 */
import { comment, discussion, reply } from '../../db/schema';

/** The Markdown users write here: editor uploads linked from it are kept by the file area's cleanup. */
export const discussionMarkdownColumns = [
  discussion.description,
  discussion.content,
  comment.content,
  reply.content,
];

/** Disbanding a group removes its discussions with their comments, replies, likes and reports. */
export { deleteGroupDiscussions } from './group-discussions';
