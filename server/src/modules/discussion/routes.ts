import type { FastifyInstance } from 'fastify';
import * as calls from '@qiao/contracts/discussion';
import type { Db } from '../../platform/db/database';
import { registerRoute } from '../../platform/http/register-route';
import { likePost, sharePost, unlikePost } from './likes';
import { addPost, deletePost, editPost, getPost, listPosts } from './posts';
import { addReply, deleteReply, editReply, listReplies } from './replies';
import { listPendingWriting, reviewWriting } from './review';

/** Course discussions (spec learning area §7 post and postReply) and their admin review. */
export async function discussionRoutes(app: FastifyInstance, { db }: { db: Db }) {
  registerRoute(app, calls.getPostList, async ({ body, user }) => listPosts({ db, user }, body));
  registerRoute(app, calls.getPost, async ({ query, user }) => getPost({ db, user }, query.id));
  registerRoute(app, calls.addPost, async ({ body, user }) => addPost({ db, user }, body));
  registerRoute(app, calls.editPost, async ({ body, user }) => editPost({ db, user }, body));
  registerRoute(app, calls.delPost, async ({ body, user }) => deletePost({ db, user }, body.id));
  registerRoute(app, calls.addPostLike, async ({ body, user }) => likePost({ db, user }, body.id));
  registerRoute(app, calls.delPostLike, async ({ body, user }) =>
    unlikePost({ db, user }, body.id),
  );
  registerRoute(app, calls.addPostShare, async ({ body, user }) =>
    sharePost({ db, user }, body.id),
  );
  registerRoute(app, calls.getPostReplyList, async ({ body, user }) =>
    listReplies({ db, user }, body),
  );
  registerRoute(app, calls.addPostReply, async ({ body, user }) => addReply({ db, user }, body));
  registerRoute(app, calls.editPostReply, async ({ body, user }) => editReply({ db, user }, body));
  registerRoute(app, calls.delPostReply, async ({ body, user }) =>
    deleteReply({ db, user }, body.id),
  );

  registerRoute(app, calls.listPendingPosts, async ({ body, request }) =>
    listPendingWriting(db, body, request.language),
  );
  registerRoute(app, calls.approvePost, async ({ body, user }) =>
    reviewWriting(db, { ...body, reviewerId: user.id, approve: true }),
  );
  registerRoute(app, calls.rejectPost, async ({ body, user }) =>
    reviewWriting(db, { ...body, reviewerId: user.id, approve: false }),
  );
}
