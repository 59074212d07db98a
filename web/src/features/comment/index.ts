export { CommentSection, type CommentSectionProps } from './components/comment-section';
