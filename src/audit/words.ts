import { forEachChild, parse, type SyntaxNode } from 'unbash';

/** Where a path may begin or end inside a word: quotes, `=`, operators and brackets of nested code. */
const PATH_BOUNDARY = /[\s'"`=;|&<>()]+/;

/**
 * Every string in a shell command that could name a file: each word after
 * quote removal, and the pieces of it between boundaries, so paths inside
 * `--file=PATH`, `sh -c '…'` bodies and `$(…)` are seen too. Used to spot
 * mentions of a directory, not to judge what the command does.
 */
export function pathCandidates(command: string): string[] {
  const found = new Set<string>();
  const visit = (node: SyntaxNode) => {
    if (node.type === 'Word') {
      found.add(node.value);
      for (const piece of node.value.split(PATH_BOUNDARY)) if (piece) found.add(piece);
    }
    forEachChild(node, visit);
  };
  // unbash recovers from syntax errors with a partial tree; its words are still worth checking.
  visit(parse(command));
  return [...found];
}
