import { mutationSuite } from './suite.js';

mutationSuite('eight');
