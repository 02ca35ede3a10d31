import { composeApp } from "@/lib/app/compose";

// As on a server: what a test finishes reaches the features that listen, and jobs run by kind. The providers each test
// means to exercise it registers itself.
composeApp({ localProviders: false });
