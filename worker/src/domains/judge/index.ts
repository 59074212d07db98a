/** The judge area's public face: what the problem bank's rename hook asks of the submission rows. */
export { renameProblemInSubmissions } from './submission-records';
