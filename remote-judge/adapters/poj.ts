// PLACEHOLDER: replaced by the POJ adapter (helper-owned file).
import { type RemoteJudgeAdapter, RemoteJudgeError } from '../adapter';

const notYet = () =>
  Promise.reject(new RemoteJudgeError('unavailable', 'The POJ adapter is not written yet'));

export const pojAdapter: RemoteJudgeAdapter = {
  judge: 'POJ',
  languages: [],
  pollIntervalMs: 2000,
  maxPolls: 150,
  accountIntervalMs: 5000,
  fetchProblem: notYet,
  login: notYet,
  submit: notYet,
  poll: notYet,
};
