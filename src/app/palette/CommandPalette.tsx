import { Bug, Dices, FolderGit2, Info, Moon } from 'lucide-react';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { bridge } from '@workers/index';
import { config } from '@/config';
import { randomIntegers } from '@/lib/random';
import { loadedToolKeywords, tools } from '@/tools/registry';
import { CommandDialog, type CommandSection } from '@/ui/CommandDialog';
import { useToggleTheme } from '../theme';
import { ToolIcon } from '../ToolIcon';
import type { PaletteEntry, PaletteGroup } from './search';

interface PaletteCommand extends PaletteEntry {
  icon: ReactNode;
  /** Runs the entry; returns true to keep the palette open. */
  run: () => boolean | void;
}

/** Loaded on first use (Ctrl/Cmd+K or the Search button), with its search worker. */
export default function CommandPalette({ isOpen, onOpenChange }: { isOpen: boolean; onOpenChange: (open: boolean) => void }) {
  const { t, i18n } = useTranslation('app');
  const [, navigate] = useLocation();
  const toggleTheme = useToggleTheme();
  const [query, setQuery] = useState('');
  const [groups, setGroups] = useState<PaletteGroup[]>([]);
  const latest = useRef(0);

  const commands = useMemo<PaletteCommand[]>(() => {
    const english = i18n.getFixedT('en', 'app');
    const openExternal = (url: string) => () => void window.open(url, '_blank', 'noopener,noreferrer');
    // Loaded with the palette (PaletteLauncher); without them, names and descriptions still match.
    const keywords = loadedToolKeywords();
    const toolCommands = tools.map((tool): PaletteCommand => {
      const englishName = english(`tools.${tool.id}.name`);
      return {
        id: `tool:${tool.id}`,
        group: t('palette.groups.tools'),
        name: t(`tools.${tool.id}.name`),
        description: t(`tools.${tool.id}.description`),
        // The current language's name and description, plus English keywords and name.
        keywords: [...(keywords?.[tool.id] ?? []), englishName],
        category: t(`categories.${tool.category}`),
        icon: <ToolIcon icon={tool.icon} size={18} />,
        run: () => navigate(tool.path),
      };
    });
    const action = (
      id: string,
      group: string,
      icon: ReactNode,
      keywords: string[],
      run: PaletteCommand['run'],
    ): PaletteCommand => ({
      id,
      group: t(`palette.groups.${group}`),
      name: t(`palette.${id}.name`),
      description: t(`palette.${id}.description`),
      keywords,
      category: t(`palette.groups.${group}`),
      icon,
      run,
    });
    return [
      ...toolCommands,
      action('random', 'tools', <Dices size={18} aria-hidden />, ['random', 'lucky', 'tool'], () => {
        const [index = 0] = randomIntegers(1, tools.length);
        const tool = tools[index];
        if (tool) navigate(tool.path);
      }),
      action('theme', 'actions', <Moon size={18} aria-hidden />, ['theme', 'dark', 'light', 'mode', 'color'], () => {
        toggleTheme();
        return true;
      }),
      action(
        'source',
        'external',
        <FolderGit2 size={18} aria-hidden />,
        ['github', 'source', 'code', 'repository'],
        openExternal(config.links.sourceRepository),
      ),
      action(
        'report',
        'actions',
        <Bug size={18} aria-hidden />,
        ['issue', 'bug', 'report', 'feature', 'request'],
        openExternal(config.links.issueTracker),
      ),
      action('about', 'pages', <Info size={18} aria-hidden />, ['about', 'info', 'license'], () => navigate('/about')),
    ];
  }, [t, i18n, navigate, toggleTheme]);

  const byId = useMemo(() => new Map(commands.map((c) => [c.id, c])), [commands]);
  const entries = useMemo(
    () =>
      commands.map(({ id, group, name, description, keywords, category }) => ({
        id,
        group,
        name,
        description,
        keywords,
        category,
      })),
    [commands],
  );

  useEffect(() => {
    void bridge.call('search', 'setEntries', [entries]);
  }, [entries]);

  useEffect(() => {
    const ticket = ++latest.current;
    const search = async () => {
      let result = await bridge.call('search', 'search', [query]);
      if (result === null) {
        // The idle worker was shut down and lost its index: give it the entries again.
        await bridge.call('search', 'setEntries', [entries]);
        result = await bridge.call('search', 'search', [query]);
      }
      if (ticket === latest.current) setGroups(result ?? []);
    };
    void search();
  }, [query, entries]);

  const close = () => {
    setQuery('');
    setGroups([]);
    onOpenChange(false);
  };

  const sections: CommandSection[] = groups.map((g) => ({
    id: g.group,
    title: g.group,
    items: g.ids.flatMap((id) => {
      const command = byId.get(id);
      return command ? [{ id, label: command.name, description: command.description, icon: command.icon }] : [];
    }),
  }));

  return (
    <CommandDialog
      isOpen={isOpen}
      onOpenChange={(open) => (open ? onOpenChange(true) : close())}
      label={t('palette.label')}
      resultsLabel={t('palette.results')}
      clearLabel={t('ui.inputText.clear')}
      placeholder={t('palette.placeholder')}
      query={query}
      onQueryChange={setQuery}
      sections={sections}
      onAction={(id) => {
        const keepOpen = byId.get(id)?.run();
        if (!keepOpen) close();
      }}
    />
  );
}
