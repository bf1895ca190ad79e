/**
 * The block editor's part of editor-status.php: after a save, a notice saying whether the change
 * is live on the site, on its way, or failed (and when it is tried again), as the plugin's
 * REST route reads it from the delivery log; followed while the delivery is on its way.
 * It also marks the REST save of a post whose editor has meta boxes (meta-box-save.php).
 * A plain script on WordPress's own packages (wp.data, wp.apiFetch, the core/notices store):
 * nothing to build.
 */
(function (wp) {
  "use strict";

  var NOTICE_ID = "corus-site-delivery-status";
  /** A delivery's state, as a notice's status. */
  var NOTICE_STATUS = {
    pending: "info",
    retrying: "warning",
    live: "success",
    failed: "error",
    replaced: "info",
  };
  var POLL_MS = 3000;
  /** Retries come after 30 s, 2 min and 10 min: followed that long, then left to a reload. */
  var FOLLOW_MS = 15 * 60 * 1000;
  /** A save that sent nothing (a draft) has no delivery; the route is asked a second time. */
  var NONE_MS = 5000;
  var timer;

  function follow(postId, since) {
    wp.apiFetch({ path: "/corus-site/v1/posts/" + postId + "/delivery" }).then(
      function (delivery) {
        var notices = wp.data.dispatch("core/notices");
        var elapsed = Date.now() - since;
        if (delivery.state === "none") {
          notices.removeNotice(NOTICE_ID);
          if (elapsed < NONE_MS) timer = setTimeout(follow, POLL_MS, postId, since);
          return;
        }
        notices.createNotice(NOTICE_STATUS[delivery.state], delivery.message, {
          id: NOTICE_ID,
          isDismissible: true,
        });
        var waiting = delivery.state === "pending" || delivery.state === "retrying";
        if (waiting && elapsed < FOLLOW_MS) timer = setTimeout(follow, POLL_MS, postId, since);
      },
      // The route refused or failed: the editor is left with WordPress's own notice.
      function () {},
    );
  }

  /** meta-box-save.php: a save that the meta boxes' save follows names its post in this header. */
  var META_BOXES_FOLLOW = "X-Corus-Site-Meta-Boxes-Follow";

  // The block editor saves a post with meta boxes in two requests (REST, then the meta boxes'
  // form): the REST save says so, and the plugin sends one delivery, after the second.
  wp.apiFetch.use(function (options, next) {
    var editor = wp.data.select("core/editor");
    var editPost = wp.data.select("core/edit-post");
    var postId = editor.getCurrentPostId();
    var method = (options.method || "GET").toUpperCase();
    var savesPost =
      (method === "PUT" || method === "POST") &&
      new RegExp("^/wp/v2/[\\w-]+/" + postId + "(\\?|$)").test(options.path || "");
    if (!savesPost || !editPost || !editPost.hasMetaBoxes()) return next(options);
    var headers = Object.assign({}, options.headers);
    headers[META_BOXES_FOLLOW] = String(postId);
    return next(Object.assign({}, options, { headers: headers }));
  });

  var wasSaving = false;
  wp.data.subscribe(function () {
    var editor = wp.data.select("core/editor");
    var saving = editor.isSavingPost() && !editor.isAutosavingPost();
    if (wasSaving && !saving && editor.didPostSaveRequestSucceed()) {
      clearTimeout(timer);
      follow(editor.getCurrentPostId(), Date.now());
    }
    wasSaving = saving;
  });
})(window.wp);
