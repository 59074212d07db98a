import type { Platform } from '../../platform/platform';
import { removeDisbandedGroupAvatars } from './group-avatar';
import { type MarkdownTextColumn, removeUnlinkedMarkdownUploads } from './markdown-cleanup';

/**
 * The file area's periodic work, gathered by scheduled.ts. The texts that may link an editor
 * upload belong to higher areas, which this area may not import; scheduled.ts passes the
 * Markdown columns each owner lists in its index.
 */
export function fileTasks(markdownColumns: readonly MarkdownTextColumn[]) {
  return [
    {
      name: 'remove editor uploads no saved text links',
      run: async (platform: Platform, now: Date) => {
        const { removed } = await removeUnlinkedMarkdownUploads(platform, now, markdownColumns);
        if (removed > 0) platform.log.info('removed unlinked editor uploads', { removed });
      },
    },
    {
      name: 'remove the avatars of disbanded groups',
      run: async (platform: Platform, now: Date) => {
        const removed = await removeDisbandedGroupAvatars(platform, now);
        if (removed > 0) platform.log.info('removed avatars of disbanded groups', { removed });
      },
    },
  ];
}
