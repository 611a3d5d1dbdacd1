import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openFolderFileStore } from '../../services/src/platform/files/folderFileStore';
import { describeSealedFileStore } from './sealedFileStoreContract';

describeSealedFileStore('folder', () => openFolderFileStore(mkdtempSync(join(tmpdir(), 'oms-sealed-files-'))));
