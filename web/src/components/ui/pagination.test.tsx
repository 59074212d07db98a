import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { setupTestI18n } from '@web/testing/i18n';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Pagination, pagerItems } from './pagination';

describe('pagerItems', () => {
  it('lists every page when they fit', () => {
    expect(pagerItems(1, 1)).toEqual([1]);
    expect(pagerItems(2, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('keeps five numbered buttons with ellipses on long lists', () => {
    expect(pagerItems(1, 20)).toEqual([1, 2, 3, 4, 'next-more', 20]);
    expect(pagerItems(10, 20)).toEqual([1, 'prev-more', 9, 10, 11, 'next-more', 20]);
    expect(pagerItems(20, 20)).toEqual([1, 'prev-more', 17, 18, 19, 20]);
    for (const current of [1, 3, 4, 10, 17, 18, 20]) {
      expect(pagerItems(current, 20).filter((item) => typeof item === 'number')).toHaveLength(5);
    }
  });
});

describe('Pagination', () => {
  beforeAll(setupTestI18n);
  afterEach(cleanup);

  it('changes page and resets to the first page when the size changes', () => {
    const onChange = vi.fn();
    render(<Pagination page={2} pageSize={30} total={100} onChange={onChange} />);
    fireEvent.click(screen.getByRole('button', { name: '3' }));
    expect(onChange).toHaveBeenLastCalledWith(3, 30);
    fireEvent.change(screen.getByLabelText('Page size'), { target: { value: '50' } });
    expect(onChange).toHaveBeenLastCalledWith(1, 50);
    expect(screen.getAllByRole('option').map((o) => o.getAttribute('value'))).toEqual([
      '10',
      '15',
      '30',
      '50',
      '100',
    ]);
  });
});
