import { describe, expect, it } from 'vitest';
import { checkDraft, parseReportContent, problemTitle, reportContent } from './discussion-rules';

const draft = {
  title: 'Why WA?',
  description: 'on test 3',
  content: 'my code',
  categoryId: 2,
  topPriority: false,
};

describe('problemTitle', () => {
  it('prefixes the problem id once, and leaves other titles alone', () => {
    expect(problemTitle('Why WA?', '1001')).toBe('[1001] Why WA?');
    expect(problemTitle('[1001] Why WA?', '1001')).toBe('[1001] Why WA?');
    expect(problemTitle('Why WA?', null)).toBe('Why WA?');
  });
});

describe('checkDraft', () => {
  it('passes a complete draft', () => {
    expect(Object.values(checkDraft(draft)).every((error) => error === null)).toBe(true);
  });

  it('counts text blank after trimming as empty, and a missing category', () => {
    expect(
      checkDraft({ ...draft, title: '  ', description: '\n', content: ' \t', categoryId: null }),
    ).toEqual({
      title: { kind: 'required' },
      description: { kind: 'required' },
      categoryId: { kind: 'required' },
      content: { kind: 'required' },
    });
  });

  it('holds title and description to 255 and content to 65535, the title with its prefix', () => {
    expect(checkDraft({ ...draft, title: 'x'.repeat(255) }).title).toBeNull();
    expect(checkDraft({ ...draft, title: 'x'.repeat(256) }).title).toEqual({ kind: 'tooLong', max: 255 });
    expect(checkDraft({ ...draft, title: 'x'.repeat(250) }, `[1001] ${'x'.repeat(250)}`).title).toEqual({
      kind: 'tooLong',
      max: 255,
    });
    expect(checkDraft({ ...draft, description: 'x'.repeat(256) }).description).toEqual({
      kind: 'tooLong',
      max: 255,
    });
    expect(checkDraft({ ...draft, content: 'x'.repeat(65_535) }).content).toBeNull();
    expect(checkDraft({ ...draft, content: 'x'.repeat(65_536) }).content).toEqual({
      kind: 'tooLong',
      max: 65_535,
    });
  });
});

describe('report content', () => {
  it('writes each tag as #tag# and then the reason, as HOJ does', () => {
    expect(reportContent(['Spam ads', 'Plagiarism'], ' copied from a blog ')).toBe(
      '#Spam ads# #Plagiarism# copied from a blog',
    );
    expect(reportContent([], 'rude')).toBe('rude');
    expect(reportContent(['Illegal'], '')).toBe('#Illegal# ');
  });

  it('reads the tags and the reason back, leaving marks inside the reason alone', () => {
    expect(parseReportContent('#Spam ads# #Plagiarism# see #3# here')).toEqual({
      tags: ['Spam ads', 'Plagiarism'],
      reason: 'see #3# here',
    });
    expect(parseReportContent('just a reason')).toEqual({ tags: [], reason: 'just a reason' });
  });
});
