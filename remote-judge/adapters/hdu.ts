// PLACEHOLDER: replaced by the HDU adapter (helper-owned file).
import { type RemoteJudgeAdapter, RemoteJudgeError } from '../adapter';

const notYet = () =>
  Promise.reject(new RemoteJudgeError('unavailable', 'The HDU adapter is not written yet'));

export const hduAdapter: RemoteJudgeAdapter = {
  judge: 'HDU',
  languages: [],
  pollIntervalMs: 2000,
  maxPolls: 150,
  accountIntervalMs: 5000,
  fetchProblem: notYet,
  login: notYet,
  submit: notYet,
  poll: notYet,
};
