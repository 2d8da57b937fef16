import { runChangeEngineBench } from './changeEngine.ts';

// Each bench prints its own figures; add new ones here. Nothing is asserted: timings depend on the machine.
runChangeEngineBench();
