import { mutationSuite } from './suite.js';

mutationSuite('rotation');
