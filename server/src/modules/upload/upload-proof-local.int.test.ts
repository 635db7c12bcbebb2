import { describeUploadProof } from './upload-proof.suite';

describeUploadProof('local');
