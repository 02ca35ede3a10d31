/** Next's start-up hook: the features listen to the process service in this runtime too (server actions finish processes). */
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { composeApp } = await import("./lib/app/compose");
  composeApp();
}
