import { describe, expect, it } from 'vitest';
import { addTag, hasDuplicateTags } from './tags';

describe('adding a tag to a problem', () => {
  it('adds a new tag with the default colour, trimmed', () => {
    const result = addTag([], '  dp ');
    expect(result).toEqual({ ok: true, tags: [{ name: 'dp', color: '#409eff' }] });
  });

  it('takes an existing tag with its id and colour', () => {
    const result = addTag([], 'Graph', [{ id: 7, name: 'graph', color: '#ff0000' }]);
    expect(result).toEqual({ ok: true, tags: [{ id: 7, name: 'graph', color: '#ff0000' }] });
  });

  it('refuses the same tag twice, ignoring case and spaces', () => {
    const tags = [{ name: 'Greedy' }];
    expect(addTag(tags, 'greedy')).toEqual({ ok: false, reason: 'duplicate' });
    expect(addTag(tags, ' GREEDY ')).toEqual({ ok: false, reason: 'duplicate' });
    expect(addTag(tags, '   ')).toEqual({ ok: false, reason: 'empty' });
  });

  it('spots duplicates in a list', () => {
    expect(hasDuplicateTags([{ name: 'a' }, { name: 'A ' }])).toBe(true);
    expect(hasDuplicateTags([{ name: 'a' }, { name: 'b' }])).toBe(false);
  });
});
