import { describeGroupedUploads } from './one-request-group.suite';
import { describeOneRequestUploads } from './one-request.suite';
import { describeUploadGuards } from './upload-guards.suite';
import { describeUploadInstances } from './upload-instances.suite';
import { describeUploads } from './uploads.suite';

describeUploads('local');
describeUploadGuards('local');
describeUploadInstances('local');
describeOneRequestUploads('local');
describeGroupedUploads('local');
