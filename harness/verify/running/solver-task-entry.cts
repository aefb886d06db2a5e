/**
 * The module piscina's threads load: a CommonJS door to the real task module (solver-task.js).
 * piscina loads a task module with require() first; on Node 20.19+ that require()s the ESM module
 * synchronously, and a thread terminated in the middle of that (a stopped task, the pool closing)
 * aborts the whole process with a V8 fatal error ("IsGraphAsync must be used on an instantiated
 * module"). Loading the ESM module with import() instead is the ordinary path, safe to terminate.
 */
import type { SolverTask, TaskResult } from './worker-protocol.js';

type TaskModule = { default: (task: SolverTask) => Promise<TaskResult> };

// Loaded as the thread starts, not at its first task: the import (about 0.1-0.3 s) then overlaps
// the main thread's own set-up instead of delaying the first tables. A failed import is reported by
// the first task that awaits it; the catch only keeps the thread from dying of an unhandled rejection first.
const taskModule: Promise<TaskModule> = import(
  require('node:url').pathToFileURL(require('node:path').join(__dirname, 'solver-task.js')).href
);
taskModule.catch(() => {});

export = async function solveTask(task: SolverTask): Promise<TaskResult> {
  return (await taskModule).default(task);
};
