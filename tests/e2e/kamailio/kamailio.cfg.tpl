#!KAMAILIO
# Minimal registrar + proxy for SIP over WebSocket (ws://) on loopback.
# Users: any username, fixed digest password "secret" (realm = To domain).
# Start: kamailio -f THIS_FILE -DD -E -Y RUN_DIR

debug=2
log_stderror=yes
children=2
tcp_children=2
auto_aliases=no
listen=udp:127.0.0.1:__UDP_PORT__
listen=tcp:127.0.0.1:__WS_PORT__          # ws:// on plain TCP (xhttp -> websocket)
tcp_accept_no_cl=yes               # HTTP GET upgrade has no Content-Length
tcp_connection_lifetime=3605

loadmodule "tm.so"
loadmodule "sl.so"
loadmodule "rr.so"
loadmodule "pv.so"
loadmodule "maxfwd.so"
loadmodule "textops.so"
loadmodule "siputils.so"
loadmodule "xlog.so"
loadmodule "usrloc.so"
loadmodule "registrar.so"
loadmodule "nathelper.so"
loadmodule "auth.so"
loadmodule "xhttp.so"
loadmodule "websocket.so"

modparam("usrloc", "db_mode", 0)
modparam("nathelper|registrar", "received_avp", "$avp(RECEIVED)")

request_route {
	if (!mf_process_maxfwd_header("10")) { sl_send_reply("483", "Too Many Hops"); exit; }

	# WebSocket clients put "xxx.invalid" in Via/Contact: remember the real connection.
	if (nat_uac_test("64")) {
		force_rport();
		if (is_method("REGISTER")) {
			fix_nated_register();
		} else if (!add_contact_alias()) {
			sl_send_reply("400", "Bad Request"); exit;
		}
	}

	# in-dialog requests (ACK, BYE, re-INVITE)
	if (has_totag()) {
		if (loose_route()) {
			if ($du == "" && !handle_ruri_alias()) { sl_send_reply("400", "Bad Request"); exit; }
			route(RELAY);
		}
		if (is_method("ACK") && t_check_trans()) { route(RELAY); }
		if (!is_method("ACK")) sl_send_reply("404", "Not here");
		exit;
	}

	if (is_method("CANCEL")) { if (t_check_trans()) route(RELAY); exit; }
	t_check_trans();

	if (is_method("REGISTER")) {
		if (!pv_www_authenticate("$td", "secret", "0")) { www_challenge("$td", "0"); exit; }
		if ($au != $tU) { sl_send_reply("403", "Forbidden auth ID"); exit; }
		consume_credentials();
		if (!save("location")) sl_reply_error();
		exit;
	}

	if (is_method("INVITE|SUBSCRIBE")) record_route();

	if (!lookup("location")) {
		switch ($rc) {
			case -1:
			case -3: sl_send_reply("404", "Not Found"); exit;
			case -2: sl_send_reply("405", "Method Not Allowed"); exit;
		}
	}
	route(RELAY);
}

route[RELAY] {
	if (is_method("INVITE|BYE|UPDATE|ACK|PRACK")) t_on_reply("WSREPLY");
	if (!t_relay()) sl_reply_error();
	exit;
}

onreply_route[WSREPLY] {
	if (nat_uac_test("64")) add_contact_alias();
}

event_route[xhttp:request] {
	set_reply_close();
	set_reply_no_connect();
	if ($hdr(Upgrade) =~ "websocket" && $hdr(Connection) =~ "Upgrade" && $rm =~ "GET") {
		if (ws_handle_handshake()) exit;
	}
	xhttp_reply("404", "Not Found", "", "");
}
