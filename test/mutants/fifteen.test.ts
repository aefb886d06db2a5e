import { mutationSuite } from './suite.js';

mutationSuite('fifteen');
