import { describe, expect, it } from 'vitest';
import { TaskTrees } from '../../src/suite/task-trees.js';

const peer = (pid: number, ancestors: number[]) => ({ pid, name: 'python3', inTree: false, ancestors });

describe('TaskTrees', () => {
  it('names the task whose leader is among the refused process\'s ancestors, once', () => {
    const trees = new TaskTrees();
    trees.register(100, 'thief/with_skill/r1');
    trees.register(200, 'victim/with_skill/r1');
    trees.refused('victim/with_skill/r1', peer(105, [103, 100, 1]));
    expect(trees.take('victim/with_skill/r1')).toEqual([]);
    expect(trees.take('thief/with_skill/r1')).toEqual([
      "its process 105 (python3) sent task victim/with_skill/r1's secret to that task's model endpoint (refused)",
    ]);
    expect(trees.take('thief/with_skill/r1')).toEqual([]);
  });

  it('blames no one for a process of no running task, nor a task for its own', () => {
    const trees = new TaskTrees();
    trees.register(100, 'a');
    trees.refused('b', peer(7, [1]));
    trees.refused('a', peer(101, [100]));
    trees.release(100);
    trees.refused('b', peer(102, [100]));
    expect([trees.take('a'), trees.take('b')]).toEqual([[], []]);
  });
});
