import { CheatSheet } from '@/components/cheat-sheet/CheatSheet';
import { CHEATSHEET, commandOnOneLine } from './logic';

export default function GitMemo() {
  return <CheatSheet namespace="git-memo" sections={CHEATSHEET} layout="tips" copyLabel={commandOnOneLine} />;
}
