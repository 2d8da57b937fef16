import { installJsdomLayout } from './support/jsdomLayout.ts';

installJsdomLayout();
