// Runs the Auth contract against the embedded adapter (sessions and credentials in SQLite).
import { createTestBackend } from '../fixtures/test-backend.ts';
import { describeAuthContract } from './auth.contract.ts';

describeAuthContract('embedded', async () => {
  const backend = createTestBackend();
  return { auth: backend.auth, dispose: () => backend.dispose() };
});
