import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CountBadge, capCount } from './count-badge';

describe('capCount', () => {
  it('shows counts up to 99 and 99+ beyond', () => {
    expect(capCount(1)).toBe('1');
    expect(capCount(99)).toBe('99');
    expect(capCount(100)).toBe('99+');
    expect(capCount(12345)).toBe('99+');
  });

  it('shows nothing for zero or nonsense', () => {
    expect(capCount(0)).toBe('');
    expect(capCount(-3)).toBe('');
    expect(capCount(Number.NaN)).toBe('');
  });
});

describe('CountBadge', () => {
  it('renders nothing without unread items', () => {
    const { container } = render(<CountBadge count={0} />);
    expect(container.innerHTML).toBe('');
  });

  it('renders the capped count', () => {
    const { container } = render(<CountBadge count={150} />);
    expect(container.textContent).toBe('99+');
  });
});
