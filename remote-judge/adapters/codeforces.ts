// PLACEHOLDER: replaced by the CF adapter (helper-owned file).
import { type RemoteJudgeAdapter, RemoteJudgeError } from '../adapter';

const notYet = () => Promise.reject(new RemoteJudgeError('unavailable', 'The CF adapter is not written yet'));

export const codeforcesAdapter: RemoteJudgeAdapter = {
  judge: 'CF',
  languages: [],
  pollIntervalMs: 2000,
  maxPolls: 150,
  accountIntervalMs: 5000,
  fetchProblem: notYet,
  login: notYet,
  submit: notYet,
  poll: notYet,
};
