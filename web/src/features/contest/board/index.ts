export { ContestRankPage } from './components/contest-rank-page';
export { OutsideScoreboardPage } from './components/outside-scoreboard-page';
export { ScrollBoardConfig } from './components/scroll-board-config';
export { ScrollBoardPage } from './components/scroll-board-page';
