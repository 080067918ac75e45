/**
 * The manuscript the workflow tests upload (test support): a real eLife PDF. Its own module so
 * that workflow-calls.ts and similarity.ts, which import each other's helpers otherwise, both
 * take it from here.
 */
import fs from 'node:fs';
import path from 'node:path';
import { SHARED_ARTICLES } from './app';

/** A real eLife PDF, the manuscript every call uploads unless told otherwise. */
export const PDF = fs.readFileSync(path.join(SHARED_ARTICLES, 'elife/with-pdf/elife-19405-v1/elife-19405-v1.pdf'));
