import { cleanup, render, screen } from '@testing-library/react';
import { setupTestI18n } from '@web/testing/i18n';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { RemoteProblemOrigin, remoteJudgeOf } from './remote-judge-badge';

beforeAll(setupTestI18n);
// Vitest runs without globals here, so Testing Library cannot register its own cleanup.
afterEach(cleanup);

describe('a remote problem origin', () => {
  it('shows the judge badge and a new-tab link to the problem on the judge', () => {
    render(<RemoteProblemOrigin problemId="AC-abc100_a" />);
    expect(screen.getByTestId('remote-judge-badge').textContent).toBe('AtCoder');
    const link = screen.getByRole('link', { name: 'Open abc100_a on AtCoder (new tab)' });
    expect(link.getAttribute('href')).toBe('https://atcoder.jp/contests/abc100/tasks/abc100_a');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    expect(link.textContent).toBe('View on AtCoder');
  });

  it('keeps only the icon in compact cells and links Gym problems to the gym', () => {
    render(<RemoteProblemOrigin problemId="GYM-100001A" compact />);
    const link = screen.getByRole('link', { name: 'Open 100001A on Codeforces Gym (new tab)' });
    expect(link.getAttribute('href')).toBe('https://codeforces.com/gym/100001/problem/A');
    expect(link.textContent).toBe('');
  });

  it('renders nothing for local problems, even one named like a remote one', () => {
    const { container } = render(
      <>
        <RemoteProblemOrigin problemId="1000" />
        <RemoteProblemOrigin problemId="XYZ-1" />
        <RemoteProblemOrigin problemId="CF-1A" isRemote={false} />
        <RemoteProblemOrigin problemId="-1A" />
      </>,
    );
    expect(container.textContent).toBe('');
    expect(remoteJudgeOf('hdu-1000')).toBe('HDU');
    expect(remoteJudgeOf('CF-')).toBeNull();
  });

  it('shows the badge without a link when the id has no page address on the judge', () => {
    render(<RemoteProblemOrigin problemId="CF-weird" isRemote />);
    expect(screen.getByTestId('remote-judge-badge').textContent).toBe('Codeforces');
    expect(screen.queryByRole('link')).toBeNull();
  });
});
